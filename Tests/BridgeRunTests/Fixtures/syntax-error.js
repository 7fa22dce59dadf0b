const ok = 1;
const broken = {;
