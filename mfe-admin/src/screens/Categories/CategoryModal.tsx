import { type FormEvent, useEffect, useState } from 'react';
import { api } from '@young-minds/api-client';
import { type Category, endpoints } from '@young-minds/contracts';
import { Alert, Button } from '@young-minds/ui';
import { Input } from '@young-minds/ui/forms';
import { Modal, ModalActions } from '@young-minds/ui/dialogs';
import { useAdminT } from '../../messages';
import { withServerReason } from '../../shared';

export interface CategoryModalProps {
  /** null: closed; 'add': a new category; a category: rename that one. */
  target: 'add' | Category | null;
  onClose: () => void;
  /** After the server saved it. */
  onSaved: (category: Category, mode: 'add' | 'edit') => void;
}

/** The Add Category / Edit Category dialog: one name, Cancel and Save. A blank name is ignored (spec). */
export function CategoryModal({ target, onClose, onSaved }: CategoryModalProps) {
  const t = useAdminT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = target !== null && target !== 'add' ? target : null;

  // Each opening starts from the category's current name (or blank), without the last attempt's error.
  useEffect(() => {
    setName(target !== null && target !== 'add' ? target.name : '');
    setError(null);
  }, [target]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || saving) return;
    setSaving(true);
    setError(null);
    try {
      const body = { name: trimmed };
      const saved = editing
        ? await api.call(endpoints.categories.update, { params: { id: editing.id }, body })
        : await api.call(endpoints.categories.create, { body });
      onSaved(saved, editing ? 'edit' : 'add');
    } catch (caught) {
      console.error('[admin] category save failed:', caught);
      setError(
        withServerReason(
          editing ? t('categories.updateFailed', { id: editing.id }) : t('categories.createFailed'),
          caught,
        ),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={target !== null}
      title={editing ? t('categories.edit') : t('categories.add')}
      onClose={saving ? () => undefined : onClose}
    >
      <form noValidate onSubmit={(event) => void save(event)}>
        <Input
          label={t('categories.name')}
          placeholder={t('categories.namePlaceholder')}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
        {error ? <Alert variant="danger">{error}</Alert> : null}
        <ModalActions>
          <Button $variant="outline" onClick={onClose} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            {saving ? t('form.saving') : t('categories.save')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
