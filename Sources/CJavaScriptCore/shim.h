#ifndef C_JAVASCRIPTCORE_SHIM_H
#define C_JAVASCRIPTCORE_SHIM_H

#include <JavaScriptCore/JavaScript.h>
#include <stdbool.h>
#include <string.h>

/// Zeroes 256 KiB of the calling thread's stack below the caller's frame, so that the frames
/// made there next start from zeroes: a conservative scan of the stack (the engine's collector
/// reads every word of each thread's live frames as a possible object address) then finds no
/// value the frames that were there before left behind.
static inline __attribute__((noinline)) void BridgeClearStackBelowCaller(void) {
    char below[256 * 1024];
    explicit_bzero(below, sizeof below);
}

// Exported by libjavascriptcoregtk-4.1 but declared only in JavaScriptCore's private headers,
// which the Debian package does not ship.

/// Asked periodically once a group's execution time limit has passed; true stops the script.
typedef bool (*JSShouldTerminateCallback)(JSContextRef ctx, void *context);

/// Sets how long (seconds of CPU time) a script in this group may run before `callback` is asked.
void JSContextGroupSetExecutionTimeLimit(JSContextGroupRef group, double limit,
                                         JSShouldTerminateCallback callback, void *context);

/// Removes the group's execution time limit.
void JSContextGroupClearExecutionTimeLimit(JSContextGroupRef group);

/// Sets the function called with (promise, reason) for a rejection no handler took.
void JSGlobalContextSetUnhandledRejectionCallback(JSGlobalContextRef ctx, JSObjectRef function,
                                                  JSValueRef *exception);

/// The heap's figures: an object with `heapSize`, `heapCapacity`, `extraMemorySize` (bytes) and
/// object counts (it walks the heap to count them).
JSObjectRef JSGetMemoryUsageStatistics(JSContextRef ctx);

/// Runs a full garbage collection now, on the calling thread.
void JSSynchronousGarbageCollectForDebugging(JSContextRef ctx);

/// The target of a Proxy (or of the global object's proxy); NULL for any other object. Runs no
/// trap.
JSObjectRef JSObjectGetProxyTarget(JSObjectRef object);

/// A parsed script (JavaScriptCore's JSScriptRef.h).
typedef struct OpaqueJSScript *JSScriptRef;

/// Parses `source`; NULL with `errorMessage` (to release) and `errorLine` set on a syntax error.
JSScriptRef JSScriptCreateFromString(JSContextGroupRef contextGroup, JSStringRef url,
                                     int startingLineNumber, JSStringRef source,
                                     JSStringRef *errorMessage, int *errorLine);

/// Runs a parsed script. Unlike JSEvaluateScript, an exception it throws is handed back without
/// the engine describing it first (which runs the value's own toString).
JSValueRef JSScriptEvaluate(JSContextRef ctx, JSScriptRef script, JSValueRef thisValue,
                            JSValueRef *exception);

void JSScriptRelease(JSScriptRef script);

#endif
