// An app that drives the UIManager as React Native's renderer does: its views made bottom up
// with their props, each view's children set once, the root's last; a later batch updates a
// text and moves a child (bridge-run --render prints the tree after each batch).
const UI = NativeModules.UIManager;
AppRegistry.registerComponent('Counter', () => (props, { rootTag }) => {
  let count = props.start || 0;
  UI.createView(3, 'RCTRawText', rootTag, { text: `count ${count}` });
  UI.createView(2, 'RCTText', rootTag, { fontSize: 14 });
  UI.setChildren(2, [3]);
  UI.createView(4, 'RCTView', rootTag, { height: 10, testID: 'a' });
  UI.createView(6, 'RCTView', rootTag, { height: 10, testID: 'b' });
  UI.createView(8, 'RCTView', rootTag, { flex: 1, padding: 4 });
  UI.setChildren(8, [2, 4, 6]);
  UI.setChildren(rootTag, [8]);
  setTimeout(() => {
    count += 1;
    UI.updateView(3, 'RCTRawText', { text: `count ${count}` });
    // b moves before a.
    UI.manageChildren(8, [2], [1], [], [], []);
  }, 5);
});
