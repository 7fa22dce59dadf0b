// The start-up floor of a Swift program (the standard library linked statically, as bridge-run
// links it): the same context and line as context.c, through a Swift callback. Built and compared
// by scripts/startup-floor.sh.
import CJavaScriptCore

let print: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
    if count > 0, let arguments, let text = JSValueToStringCopy(ctx, arguments[0], exception) {
        let utf16 = UnsafeBufferPointer(start: JSStringGetCharactersPtr(text), count: JSStringGetLength(text))
        Swift.print(String(decoding: utf16, as: UTF16.self))
        JSStringRelease(text)
    }
    return JSValueMakeUndefined(ctx)
}

let ctx = JSGlobalContextCreate(nil)
let name = JSStringCreateWithUTF8CString("print")
JSObjectSetProperty(ctx, JSContextGetGlobalObject(ctx), name, JSObjectMakeFunctionWithCallback(ctx, name, print), 0, nil)
let script = JSStringCreateWithUTF8CString("print('hello')")
JSEvaluateScript(ctx, script, nil, nil, 1, nil)
JSStringRelease(script)
JSStringRelease(name)
JSGlobalContextRelease(ctx)
