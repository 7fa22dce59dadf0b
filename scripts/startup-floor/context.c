// The start-up floor of a C program: JavaScriptCore's context made and one line printed through
// a C callback, as `jsc` prints `print('hello')`. Built and compared by scripts/startup-floor.sh.
#include <JavaScriptCore/JavaScript.h>
#include <stdio.h>

static JSValueRef print(JSContextRef ctx, JSObjectRef function, JSObjectRef self, size_t count,
                        const JSValueRef arguments[], JSValueRef *exception) {
    (void)function; (void)self;
    if (count > 0) {
        JSStringRef text = JSValueToStringCopy(ctx, arguments[0], exception);
        char line[1024];
        JSStringGetUTF8CString(text, line, sizeof line);
        puts(line);
        JSStringRelease(text);
    }
    return JSValueMakeUndefined(ctx);
}

int main(void) {
    JSGlobalContextRef ctx = JSGlobalContextCreate(NULL);
    JSStringRef name = JSStringCreateWithUTF8CString("print");
    JSObjectSetProperty(ctx, JSContextGetGlobalObject(ctx), name, JSObjectMakeFunctionWithCallback(ctx, name, print), 0, NULL);
    JSStringRef script = JSStringCreateWithUTF8CString("print('hello')");
    JSEvaluateScript(ctx, script, NULL, NULL, 1, NULL);
    JSStringRelease(script);
    JSStringRelease(name);
    JSGlobalContextRelease(ctx);
    return 0;
}
