import {
  type FamilyClock as Clock,
  type WeekStartDay,
  deviceTimeZone,
  weekStartDays,
  authEndpoints,
  familyProgressEndpoints,
} from '@young-minds/contracts';
import { useEndpoint, useEndpointMutation, useLoaded } from '@young-minds/query';
import { Alert, Button, LeftToRight, tokens } from '@young-minds/ui';
import { Input, SelectField } from '@young-minds/ui/forms';
import { type FormEvent, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useParentT } from '../../messages';
import { LoadStatus, Panel } from '../../shared/parts';
import { serverText } from '../../shared/serverText';

const Suggestion = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  margin-block-end: ${tokens.space.md};
`;

/** Every zone the browser knows (IANA names), with UTC and the family's own even when the list leaves them out. */
function knownTimeZones(...extra: (string | null)[]): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...listed, 'UTC', ...extra.filter((zone): zone is string => Boolean(zone))])].sort();
}

/** 'America/Argentina/Buenos_Aires' as people search for it: 'America / Argentina / Buenos Aires'. */
const zoneLabel = (zone: string) => zone.replace(/_/g, ' ').replace(/\//g, ' / ');

function ClockForm({ saved }: { saved: Clock }) {
  const t = useParentT();
  const device = useMemo(deviceTimeZone, []);
  const zones = useMemo(() => knownTimeZones(saved.timeZone, device), [saved.timeZone, device]);
  const [timeZone, setTimeZone] = useState(saved.timeZone);
  const [weekStartsOn, setWeekStartsOn] = useState<WeekStartDay>(saved.weekStartsOn);
  const [search, setSearch] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useEndpointMutation(authEndpoints.setFamilyClock, {
    invalidates: [authEndpoints.getFamilyClock, familyProgressEndpoints.dashboard],
  });

  const term = search
    .trim()
    .toLowerCase()
    .replace(/[\s_/]+/g, ' ');
  const matching = term
    ? zones.filter((zone) => zone === timeZone || zone.toLowerCase().replace(/[_/]+/g, ' ').includes(term))
    : zones;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    try {
      const answer = await save.mutateAsync({ body: { timeZone, weekStartsOn } });
      setResult({ ok: true, text: t('clock.saved', { zone: answer.timeZone }) });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('clock.failed')) });
    }
  }

  return (
    <>
      {result ? (
        <Alert variant={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      ) : null}
      {device && device !== timeZone ? (
        <Suggestion>
          <span>
            {t('clock.deviceZone')} <LeftToRight>{device}</LeftToRight>
          </span>
          <Button type="button" $variant="outline" onClick={() => setTimeZone(device)}>
            {t('clock.useDeviceZone')}
          </Button>
        </Suggestion>
      ) : null}
      <form onSubmit={submit}>
        <Input
          label={t('clock.search')}
          hint={t('clock.searchHint')}
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          label={t('clock.zone')}
          hint={t('clock.zoneHint')}
          value={timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
        >
          {matching.map((zone) => (
            <option key={zone} value={zone} dir="ltr">
              {zoneLabel(zone)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('clock.weekStartsOn')}
          value={weekStartsOn}
          onChange={(event) => setWeekStartsOn(event.target.value as WeekStartDay)}
        >
          {weekStartDays.map((day) => (
            <option key={day} value={day}>
              {t(`clock.days.${day}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t('form.saving') : t('clock.save')}
        </Button>
      </form>
    </>
  );
}

/**
 * Account's "Family clock": the family's time zone (searchable, this browser's suggested) and the first day of
 * its weeks. Every day and week the family sees (the dashboard's week, goals, the chart, the history, the daily
 * learning limit) is counted on it.
 */
export function FamilyClock() {
  const t = useParentT();
  const loaded = useLoaded([useEndpoint(authEndpoints.getFamilyClock)], (clock) => clock);
  return (
    <Panel aria-labelledby="clock-heading">
      <h2 id="clock-heading">{t('clock.title')}</h2>
      <p>{t('clock.intro')}</p>
      <LoadStatus loaded={loaded} loading={t('clock.loading')} failed={t('clock.loadFailed')}>
        {(clock) => <ClockForm saved={clock} />}
      </LoadStatus>
    </Panel>
  );
}
