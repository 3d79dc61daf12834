import { childEndpoints } from '@young-minds/contracts';
import { useEndpoint } from '@young-minds/query';
import { useEffect } from 'react';
import { useVoiceSettings } from '../shared/voice';

/**
 * Read to me comes from the child's profile (the parent's choice, or on up to age 7) on every visit: the home's
 * overview answers it, read here once for every screen. It is never kept on the device (another child may use
 * it next), so leaving the area turns it off until the next child's answer.
 */
export function useReadToMeFromProfile() {
  const readToMe = useEndpoint(childEndpoints.overview).data?.readToMe;
  const setReadToMe = useVoiceSettings((settings) => settings.setReadToMe);
  useEffect(() => {
    if (readToMe !== undefined) setReadToMe(readToMe);
  }, [readToMe, setReadToMe]);
  useEffect(() => () => setReadToMe(false), [setReadToMe]);
}
