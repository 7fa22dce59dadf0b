#ifndef BRIDGE_EARLY_ENGINE_H
#define BRIDGE_EARLY_ENGINE_H

#include <JavaScriptCore/JavaScript.h>
#include <pthread.h>
#include <stdbool.h>

/// A thread that sets the engine up for the process and makes a context group as soon as it
/// starts, then waits to be given the work it does next. Made by ``BridgeEarlyEngineInit``; once
/// started, it must live as long as the process.
typedef struct BridgeEarlyEngine {
    pthread_mutex_t lock;
    pthread_cond_t workGiven;
    bool started;  // all fields: with `lock` held; given work once `work` is set
    void (*work)(void *);
    void *workArgument;
    pthread_t thread;
    JSContextGroupRef group;
} BridgeEarlyEngine;

/// Makes `engine` ready to start (nothing started). Any thread.
void BridgeEarlyEngineInit(BridgeEarlyEngine *engine);

/// Starts `engine`'s thread, once (8 MiB of stack, as JS threads have). Any thread.
void BridgeEarlyEngineStartThread(BridgeEarlyEngine *engine);

/// Runs `body(argument)` on `engine`'s thread once it has made its group; false (nothing done)
/// when the thread was not started or was given work before. Any thread.
bool BridgeEarlyEngineGiveWork(BridgeEarlyEngine *engine, void (*body)(void *), void *argument);

/// On `engine`'s thread, the group it made, the first time it is asked; NULL on any other
/// thread and after that.
JSContextGroupRef BridgeEarlyEngineTakeGroup(BridgeEarlyEngine *engine);

/// The process's early engine, which a program starts from an initialiser of its own, before
/// `main` (bridge-run does: Sources/CProgramStart): JavaScriptCore's start and its first group,
/// about 2 ms, then overlap the rest of the program's start, and BridgeRuntime's prepared
/// engine (`Runtime.prepareEngine()`) takes the thread and its group.
BridgeEarlyEngine *BridgeProcessEarlyEngine(void);

#endif
