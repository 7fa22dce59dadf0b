// Module authors and hosts import BridgeRuntime alone and get the module model with it.
@_exported import BridgeCore
