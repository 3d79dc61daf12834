import { type Heartbeat, learningTimeRules } from '@young-minds/contracts';
import { type ReactNode, createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from '@young-minds/router';
import { sendHeartbeat } from '../offline/send';
import { useGate } from '../shared/gate';

type OpenItem = Required<Heartbeat> | null;

const OpenItemContext = createContext<(item: OpenItem) => void>(() => undefined);

/**
 * Learning time: a beat every `heartbeatIntervalSeconds` while the page is visible (the server credits the time
 * between beats, so a hidden tab earns nothing), with the item open in a player. A beat goes out at once when the
 * area opens or becomes visible again: that starts a new stretch.
 */
function useHeartbeat(openItem: OpenItem): void {
  const { check, ended } = useGate();
  // The interval reads the latest item without restarting (a new item must not reset the 30 s rhythm).
  const item = useRef(openItem);
  item.current = openItem;
  useEffect(() => {
    // A family without a subscription earns no learning time: the server refuses the beats, so none are sent.
    if (ended) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    // `closesStretch`: a beat on the rhythm, whose 30 s are counted on the device when it cannot be sent (the
    // first beat of a stretch only starts it).
    const beat = (closesStretch: boolean) => {
      sendHeartbeat(item.current, closesStretch).catch((error: unknown) => check(error));
    };
    const start = () => {
      if (timer !== undefined || document.visibilityState !== 'visible') return;
      beat(false);
      timer = setInterval(() => beat(true), learningTimeRules.heartbeatIntervalSeconds * 1000);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop());
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [check, ended]);
}

/** Holds what a player has open and keeps the heartbeat going for the whole area. */
export function LearningTime({ children }: { children?: ReactNode }) {
  const [openItem, setOpenItem] = useState<OpenItem>(null);
  useHeartbeat(openItem);
  return <OpenItemContext.Provider value={setOpenItem}>{children}</OpenItemContext.Provider>;
}

/** A player says what is open, so the learning time is credited to it too (until the player closes). */
export function useOpenItem(contentType: Required<Heartbeat>['contentType'], contentId: number | null): void {
  const setOpenItem = useContext(OpenItemContext);
  const item = useMemo(() => (contentId === null ? null : { contentType, contentId }), [contentType, contentId]);
  useEffect(() => {
    setOpenItem(item);
    return () => setOpenItem(null);
  }, [item, setOpenItem]);
}

/**
 * The id in the route's `param` (as a number: NaN when it is none, and the load then fails as for an unknown id),
 * marked open for the learning time when it is a real id.
 */
export function useRouteItem(contentType: Required<Heartbeat>['contentType'], param: string): number {
  const id = Number(useParams()[param]);
  useOpenItem(contentType, Number.isInteger(id) && id > 0 ? id : null);
  return id;
}
