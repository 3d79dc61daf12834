// The child area's voice: reading aloud (the admin's recording or the device's voice), the feedback sounds, the
// sound switch and Read to me. Screens import from here.
export { MuteButton, SpeakButton } from './SpeakButton';
export { useVoiceSettings } from './settings';
export { playCue } from './cues';
export { canSpeak, hush, languageOf, say } from './speech';
export { useFeedback, useSpeakOnArrival } from './useVoice';
