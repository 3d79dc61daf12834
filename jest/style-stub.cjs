// A stylesheet a front end imports for its side effect (a font's @font-face): nothing to do in jsdom.
module.exports = {};
