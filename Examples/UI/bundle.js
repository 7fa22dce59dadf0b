// A small app on the built-in JS half, making the calls React Native's renderer makes: its
// views bottom up, each one's children once, then updates in later batches. The rating view is
// the host's own native component (RatingManager.swift).
const { AppRegistry, BatchedBridge, UIManager: UI, requireNativeComponent } = require('react-native');
const Rating = requireNativeComponent('RettyRating');

/** What native views say, by tag and event (the renderer's RCTEventEmitter). */
const handlers = new Map();
BatchedBridge.registerCallableModule('RCTEventEmitter', {
  receiveEvent(tag, name, body) { const h = handlers.get(`${tag}:${name}`); if (h) h(body); },
  receiveTouches() {},
});

AppRegistry.registerComponent('Review', () => (props, { rootTag }) => {
  UI.createView(3, 'RCTRawText', rootTag, { text: `Rate ${props.place}` });
  UI.createView(2, 'RCTText', rootTag, { fontSize: 18 });
  UI.setChildren(2, [3]);
  UI.createView(4, Rating, rootTag, { rating: 0, starColor: 0xffffcc00, onRatingChange: true, testID: 'rating', height: 1 });
  UI.createView(6, 'RCTView', rootTag, { flex: 1, padding: 1 });
  UI.setChildren(6, [2, 4]);
  UI.setChildren(rootTag, [6]);
  handlers.set('4:topRatingChange', ({ rating }) => {
    UI.updateView(4, Rating, { rating });
    UI.updateView(3, 'RCTRawText', { text: `You gave ${props.place} ${rating} stars` });
    // A rating of none starts over: the view's own command.
    if (rating === 0) UI.dispatchViewManagerCommand(4, UI.getViewManagerConfig(Rating).Commands.reset, []);
  });
  return () => UI.removeRootView(rootTag);
});
