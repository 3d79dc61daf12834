import { type FamilyDevice, addFamilyDeviceRequestSchema, authEndpoints } from '@young-minds/contracts';
import { useEndpoint, useEndpointMutation, useLoaded } from '@young-minds/query';
import { familyDeviceMark, keepFamilyDeviceMark } from '@young-minds/session';
import { Alert, Button, tokens } from '@young-minds/ui';
import { Input } from '@young-minds/ui/forms';
import { ConfirmDialog } from '@young-minds/ui/dialogs';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { type ParentMessageId, useParentT } from '../../messages';
import { useFamilyFormatDay } from '../../shared/familyClock';
import { LoadStatus, Panel } from '../../shared/parts';
import { serverText } from '../../shared/serverText';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  padding-block: ${tokens.space.sm};
  border-block-end: 1px solid ${tokens.color.border};
  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const ThisDevice = styled.span`
  display: inline-block;
  margin-inline-start: ${tokens.space.sm};
  padding: 2px 8px;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.successBg};
  color: ${tokens.color.successText};
  font-size: ${tokens.font.size.sm};
  font-weight: 700;
`;

const Small = styled.span`
  display: block;
  color: ${tokens.color.muted};
  font-size: ${tokens.font.size.sm};
`;

/** What kind of device the browser says it runs on, for the name field's first value ("Family iPad"). */
function deviceKind(userAgent: string): string | null {
  const kinds: Array<[RegExp, string]> = [
    [/iPad/, 'iPad'],
    [/iPhone/, 'iPhone'],
    [/Android/, 'Android'],
    [/CrOS/, 'Chromebook'],
    [/Macintosh|Mac OS/, 'Mac'],
    [/Windows/, 'Windows'],
    [/Linux/, 'Linux'],
  ];
  return kinds.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/**
 * Account → Devices (issue 32): make this browser the family device (the server answers its token once; the
 * browser keeps it, `@young-minds/session` `keepFamilyDeviceMark`, and its `/login` then opens on the children's
 * picture tiles), the family's devices with this one marked, and removing one (this one's token is forgotten too).
 */
export function Devices() {
  const t = useParentT();
  // Added and last used: the family's days (Account → Family clock), as every day the parent area shows.
  const formatDay = useFamilyFormatDay();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    // The welcome links here (/parent/account#devices): a navigation inside the app does not scroll to a hash.
    const element = panel.current;
    if (window.location.hash === '#devices' && element && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'start' });
    }
  }, []);
  const devices = useEndpoint(authEndpoints.listFamilyDevices);
  const loaded = useLoaded([devices], (list) => list);
  const add = useEndpointMutation(authEndpoints.addFamilyDevice, { invalidates: [authEndpoints.listFamilyDevices] });
  const remove = useEndpointMutation(authEndpoints.removeFamilyDevice, {
    invalidates: [authEndpoints.listFamilyDevices],
  });
  const [mark, setMark] = useState(() => familyDeviceMark());
  const [name, setName] = useState(() => {
    const kind = typeof navigator === 'undefined' ? null : deviceKind(navigator.userAgent);
    return kind ? t('devices.defaultName', { kind }) : t('devices.defaultNameUnknown');
  });
  const [nameError, setNameError] = useState<string | undefined>();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [removing, setRemoving] = useState<FamilyDevice | null>(null);
  const busy = add.isPending || remove.isPending;

  async function makeFamilyDevice(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const checked = addFamilyDeviceRequestSchema.safeParse({ name });
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    try {
      const added = await add.mutateAsync({ body: checked.data });
      const kept = { id: added.id, token: added.deviceToken };
      keepFamilyDeviceMark(kept);
      setMark(kept);
      setResult({ ok: true, text: t('devices.added') });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('devices.addFailed')) });
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    const device = removing;
    setResult(null);
    try {
      await remove.mutateAsync({ params: { id: device.id } });
      if (mark?.id === device.id) {
        keepFamilyDeviceMark(null);
        setMark(null);
      }
      setResult({ ok: true, text: t('devices.removed', { name: device.name }) });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('devices.removeFailed')) });
    } finally {
      setRemoving(null);
    }
  }

  const lastUsed = (device: FamilyDevice): { id: ParentMessageId; date?: string } =>
    device.last_used_at
      ? { id: 'devices.lastUsed', date: formatDay(device.last_used_at) }
      : { id: 'devices.neverUsed' };

  return (
    <Panel id="devices" ref={panel} aria-labelledby="devices-heading">
      <h2 id="devices-heading">{t('devices.title')}</h2>
      <p>{t('devices.intro')}</p>
      {result ? (
        <Alert variant={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      ) : null}
      <LoadStatus loaded={loaded} loading={t('devices.loading')} failed={t('devices.loadFailed')}>
        {(list) => {
          const isFamilyDevice = mark !== null && list.some((device) => device.id === mark.id);
          return (
            <>
              {isFamilyDevice ? (
                <p>{t('devices.thisIsFamilyDevice')}</p>
              ) : (
                <form onSubmit={makeFamilyDevice} noValidate>
                  <Input
                    label={t('devices.name')}
                    hint={t('devices.nameHint')}
                    maxLength={60}
                    required
                    value={name}
                    error={nameError}
                    onChange={(event) => setName(event.target.value)}
                  />
                  <Button type="submit" disabled={busy} aria-busy={add.isPending || undefined}>
                    {add.isPending ? t('form.saving') : t('devices.make')}
                  </Button>
                </form>
              )}
              <h3>{t('devices.listTitle')}</h3>
              {list.length === 0 ? (
                <p>{t('devices.none')}</p>
              ) : (
                <List>
                  {list.map((device) => {
                    const used = lastUsed(device);
                    return (
                      <Row key={device.id}>
                        <p>
                          <bdi>{device.name}</bdi>
                          {mark?.id === device.id ? <ThisDevice>{t('devices.thisDevice')}</ThisDevice> : null}
                          <Small>{t('devices.addedOn', { date: formatDay(device.created_at) })}</Small>
                          <Small>{t(used.id, { date: used.date })}</Small>
                        </p>
                        <Button
                          $variant="outline"
                          $size="sm"
                          disabled={busy}
                          aria-label={t('devices.removeNamed', { name: device.name })}
                          onClick={() => setRemoving(device)}
                        >
                          {t('devices.remove')}
                        </Button>
                      </Row>
                    );
                  })}
                </List>
              )}
            </>
          );
        }}
      </LoadStatus>
      <ConfirmDialog
        open={removing !== null}
        title={t('devices.confirmTitle')}
        message={t(mark?.id === removing?.id ? 'devices.confirmThis' : 'devices.confirm', {
          name: removing?.name ?? '',
        })}
        confirmLabel={t('devices.remove')}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Panel>
  );
}
