import { api } from '@young-minds/api-client';
import { authEndpoints } from '@young-minds/contracts';
import { Alert, Button } from '@young-minds/ui';
import { useState } from 'react';
import { useParentT } from '../../messages';
import { serverText } from '../../shared/serverText';

/**
 * The name the server gives the export (`young-minds-family-YYYY-MM-DD.json`, the UTC day of `exported_at`), so
 * the saved file is named the same whichever way it was fetched.
 */
function exportFileName(exportedAt: string): string {
  return `young-minds-family-${exportedAt.slice(0, 10)}.json`;
}

/** Hands `text` to the browser as a download named `fileName`. */
function saveFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Export data: the family's JSON document through the contract's call (the session's token, the answer checked
 * against `familyExportSchema`), saved as a file.
 */
export function ExportData() {
  const t = useParentT();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function download() {
    setResult(null);
    setBusy(true);
    try {
      const document = await api.call(authEndpoints.exportFamily);
      const fileName = exportFileName(document.exported_at);
      saveFile(JSON.stringify(document, null, 2), fileName);
      setResult({ ok: true, text: t('exportData.done', { file: fileName }) });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('exportData.failed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p>{t('exportData.text')}</p>
      {result ? (
        <Alert variant={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      ) : null}
      <Button $variant="outline" onClick={download} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('exportData.busy') : t('exportData.button')}
      </Button>
    </>
  );
}
