// Media files a front end imports (the child area's feedback sounds): the bundler turns them into URLs; in the
// web project each is the URL of a file that does not need to exist (jsdom never plays media).
module.exports = 'stub-media.wav';
