function explode() {
  throw new TypeError('kaboom');
}
console.log('before');
explode();
console.log('never');
