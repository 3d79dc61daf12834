// The speech core lives in the ui package (the family device's login speaks a child's name too); the child area
// keeps importing it from here.
export { canSpeak, hush, languageOf, say, type SayOptions } from '@young-minds/ui/speech';
