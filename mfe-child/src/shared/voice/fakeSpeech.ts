// The fake device voice lives beside the speech core in the ui package; the child area's tests import it from here.
export { fakeSpeech, fakeVoices } from '@young-minds/ui/testing';
