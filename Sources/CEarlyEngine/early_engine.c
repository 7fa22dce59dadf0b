// Threads that start the engine ahead of their work (bridge_early_engine.h).
#include "bridge_early_engine.h"

#include <stddef.h>

static BridgeEarlyEngine processEarlyEngine = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, false, NULL, NULL, 0, NULL };

BridgeEarlyEngine *BridgeProcessEarlyEngine(void) { return &processEarlyEngine; }

void BridgeEarlyEngineInit(BridgeEarlyEngine *engine) {
    pthread_mutex_init(&engine->lock, NULL);
    pthread_cond_init(&engine->workGiven, NULL);
    engine->started = false;
    engine->work = NULL;
    engine->workArgument = NULL;
    engine->group = NULL;
}

static void *earlyEngineMain(void *argument) {
    BridgeEarlyEngine *engine = argument;
    JSContextGroupRef group = JSContextGroupCreate();
    pthread_mutex_lock(&engine->lock);
    engine->group = group;
    while (engine->work == NULL) pthread_cond_wait(&engine->workGiven, &engine->lock);
    void (*body)(void *) = engine->work;
    void *bodyArgument = engine->workArgument;
    pthread_mutex_unlock(&engine->lock);
    body(bodyArgument);
    return NULL;
}

void BridgeEarlyEngineStartThread(BridgeEarlyEngine *engine) {
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    // As JSThreadHost's threads: the engine sizes its recursion limit from the stack.
    pthread_attr_setstacksize(&attributes, 8 << 20);
    pthread_mutex_lock(&engine->lock);
    if (!engine->started && pthread_create(&engine->thread, &attributes, earlyEngineMain, engine) == 0) engine->started = true;
    pthread_mutex_unlock(&engine->lock);
    pthread_attr_destroy(&attributes);
}

bool BridgeEarlyEngineGiveWork(BridgeEarlyEngine *engine, void (*body)(void *), void *argument) {
    pthread_mutex_lock(&engine->lock);
    bool taken = engine->started && engine->work == NULL;
    if (taken) {
        engine->work = body;
        engine->workArgument = argument;
        pthread_cond_signal(&engine->workGiven);
    }
    pthread_mutex_unlock(&engine->lock);
    return taken;
}

JSContextGroupRef BridgeEarlyEngineTakeGroup(BridgeEarlyEngine *engine) {
    pthread_mutex_lock(&engine->lock);
    bool onThread = engine->work != NULL && pthread_equal(pthread_self(), engine->thread);
    JSContextGroupRef group = onThread ? engine->group : NULL;
    if (onThread) engine->group = NULL;
    pthread_mutex_unlock(&engine->lock);
    return group;
}
