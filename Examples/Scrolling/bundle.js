// A screen that scrolls and bookmarks positions; every call is answered in the order it was made.
const { Scrolling, Bookmarks } = require('react-native').NativeModules;

async function main() {
  const positions = await Promise.all([120, 480, 960].map(y => Scrolling.scrollTo(y)));
  console.log(`scrolled to ${positions.join(', ')}`);
  await Bookmarks.save('intro', 120);
  const count = await Bookmarks.save('details', 960);
  console.log(`${count} bookmarks; details at ${await Bookmarks.position('details')}`);
  Scrolling.history(history => console.log(`history: ${history.join(' → ')}`));
  try {
    await Scrolling.scrollTo('top');
  } catch (error) {
    console.log(`${error.code}: ${error.message}`);
  }
}
main();
