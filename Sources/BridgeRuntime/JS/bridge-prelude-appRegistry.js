'use strict';
// Run as a block whose `this` is [toolkit] (loadPart in bridge-prelude.js), so it is parsed
// once; its last statement's value is what the part makes.
{
  /** @type {{NativeModules: any, inspect: (value: unknown, top?: boolean) => string, primordials: BridgePrimordials}} */
  const prelude = /** @type {any[]} */ (/** @type {unknown} */ (this))[0];
  const { NativeModules, inspect } = prelude;
  // The builtins as they were before any script ran (this part is made when first needed).
  const { Object, Map, Error, TypeError, String, Promise } = prelude.primordials;
  const runnables = Object.create(null);
  const headlessTasks = new Map();
  const mounted = new Map();  // rootTag -> cleanup function (or null)
  function unmount(rootTag) {
    const cleanup = mounted.get(rootTag);
    mounted.delete(rootTag);
    if (typeof cleanup === 'function') cleanup();
  }
  const AppRegistry = {
    registerComponent(appKey, componentProvider) {
      if (typeof componentProvider !== 'function') throw new TypeError(`AppRegistry.registerComponent("${appKey}"): the component provider must be a function`);
      runnables[appKey] = {
        componentProvider,
        run(appParameters) {
          const component = componentProvider();
          if (typeof component !== 'function') throw new TypeError(`AppRegistry: the component of "${appKey}" is not a function`);
          const rootTag = appParameters.rootTag;
          unmount(rootTag);
          const cleanup = component(appParameters.initialProps, { rootTag });
          mounted.set(rootTag, typeof cleanup === 'function' ? cleanup : null);
        },
      };
      return appKey;
    },
    registerRunnable(appKey, run) {
      runnables[appKey] = { run };
      return appKey;
    },
    registerConfig(config) {
      for (const app of config) {
        if (app.run) AppRegistry.registerRunnable(app.appKey, app.run);
        else AppRegistry.registerComponent(app.appKey, app.component);
      }
    },
    getAppKeys() { return Object.keys(runnables); },
    getRunnable(appKey) { return runnables[appKey]; },
    runApplication(appKey, appParameters) {
      const runnable = runnables[appKey];
      if (!runnable) {
        throw new Error(`"${appKey}" has not been registered (registered: ${Object.keys(runnables).join(', ') || 'none'}); ` +
                        'the bundle calls AppRegistry.registerComponent(appKey, provider) for each app it hosts');
      }
      runnable.run(Object.assign({ initialProps: {} }, appParameters));
    },
    unmountApplicationComponentAtRootTag(rootTag) { unmount(rootTag); },
    registerHeadlessTask(taskKey, taskProvider) {
      if (typeof taskProvider !== 'function') throw new TypeError(`AppRegistry.registerHeadlessTask("${taskKey}"): the task provider must be a function`);
      headlessTasks.set(taskKey, taskProvider);
    },
    // React Native's protocol: the task's promise settles, then
    // HeadlessJsTaskSupport.notifyTaskFinished(taskId). A failure is reported first.
    startHeadlessTask(taskId, taskKey, data) {
      const support = NativeModules.HeadlessJsTaskSupport;
      const provider = headlessTasks.get(taskKey);
      if (!provider) throw new Error(`No headless task registered for key "${taskKey}"`);
      new Promise((resolve) => { resolve(undefined); })
        .then(() => provider()(data))
        .then(() => support.notifyTaskFinished(taskId),
              error => {
                let text;
                try { text = String(error) + (error && error.stack ? '\n' + error.stack : ''); } catch (e) { text = inspect(error); }
                if (support.notifyTaskFailed) support.notifyTaskFailed(taskId, text);
                else support.notifyTaskFinished(taskId);
              });
    },
  };
  AppRegistry;
}
