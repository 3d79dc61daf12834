import { DataTypes, QueryTypes } from 'sequelize';
import { idColumn, reference, tableOptions } from './columns';
import type { Migration } from './types';

/**
 * Issue 29, items 8 and 11.
 *
 * `hand_offs`: one row per "Start learning as …" — the child's session a parent opened by handing the device
 * over. Its token names the row; the row ends (`ended_at`) when the device goes back to the parent, when the
 * parent changes the password or the PIN or logs out everywhere, and lapses at `expires_at` (12 hours). Gone
 * with the child or the parent.
 *
 * Children have no email: an address a parent typed on a child belongs to someone else, who could not register
 * with it while it sat there. It is cleared (nothing else about the child changes); a child whose only login was
 * that address gets the username `child-<id>` (or `child-<id>-<n>` when taken), which the parent can change.
 * `down` drops the table only: the cleared addresses were never the children's.
 */
export const handOffsMigration: Migration = {
  name: '0019-hand-offs',

  async up({ queryInterface }) {
    await queryInterface.createTable(
      'hand_offs',
      {
        id: idColumn(),
        child_id: reference('users', 'CASCADE', { allowNull: false }),
        parent_id: reference('users', 'CASCADE', { allowNull: false }),
        created_at: { type: DataTypes.DATE(3), allowNull: false },
        expires_at: { type: DataTypes.DATE(3), allowNull: false },
        // Null while the hand-off lasts.
        ended_at: { type: DataTypes.DATE(3), allowNull: true },
      },
      tableOptions,
    );
    // The parent's changes end the family's open hand-offs: found by parent.
    await queryInterface.addIndex('hand_offs', ['parent_id', 'ended_at'], { name: 'hand_offs_parent_id_ended_at' });
    await queryInterface.addIndex('hand_offs', ['child_id'], { name: 'hand_offs_child_id' });

    const sequelize = queryInterface.sequelize;
    const parked = await sequelize.query<{ id: number; username: string | null }>(
      "SELECT id, username FROM users WHERE role = 'child' AND email IS NOT NULL",
      { type: QueryTypes.SELECT },
    );
    for (const child of parked) {
      let username = child.username;
      for (let n = 1; username === null; n += 1) {
        const candidate = n === 1 ? `child-${child.id}` : `child-${child.id}-${n}`;
        const [taken] = await sequelize.query<{ id: number }>('SELECT id FROM users WHERE username = ?', {
          replacements: [candidate],
          type: QueryTypes.SELECT,
        });
        if (!taken) username = candidate;
      }
      await sequelize.query('UPDATE users SET email = NULL, username = ? WHERE id = ?', {
        replacements: [username, child.id],
      });
    }
  },

  async down({ queryInterface }) {
    await queryInterface.dropTable('hand_offs');
  },
};
