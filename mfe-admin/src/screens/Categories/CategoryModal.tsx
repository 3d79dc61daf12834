import { type FormEvent, useEffect, useState } from 'react';
import type { Category } from '@young-minds/contracts';
import { Alert, Button, Input } from '@young-minds/ui';
import { Modal, ModalActions, withServerReason } from '../../shared';
import { createCategory, updateCategory } from './api';

export interface CategoryModalProps {
  /** null: closed; 'add': a new category; a category: rename that one. */
  target: 'add' | Category | null;
  onClose(): void;
  /** After the server saved it. */
  onSaved(category: Category, mode: 'add' | 'edit'): void;
}

/** The Add Category / Edit Category dialog: one name, Cancel and Save. A blank name is ignored (spec). */
export function CategoryModal({ target, onClose, onSaved }: CategoryModalProps) {
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
      const saved = editing ? await updateCategory(editing.id, trimmed) : await createCategory(trimmed);
      onSaved(saved, editing ? 'edit' : 'add');
    } catch (caught) {
      console.error('[admin] category save failed:', caught);
      setError(withServerReason(editing ? `Failed to update category with ID ${editing.id}` : 'Failed to create category', caught));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open={target !== null} title={editing ? 'Edit Category' : 'Add Category'} onClose={saving ? () => undefined : onClose}>
      <form noValidate onSubmit={(event) => void save(event)}>
        <Input label="Category name" placeholder="Enter category name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        {error ? <Alert variant="danger">{error}</Alert> : null}
        <ModalActions>
          <Button $variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
