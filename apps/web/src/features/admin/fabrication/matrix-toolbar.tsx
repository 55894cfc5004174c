/**
 * The buttons of the admin's price matrices (spec 03 section 2): in view mode the edit button, in
 * edit mode the add button, Save Changes (Saving... while it runs) and Cancel; Export CSV in both.
 */
export function MatrixToolbar({
  editing,
  saving,
  editLabel,
  addLabel,
  onEdit,
  onAdd,
  onSave,
  onCancel,
  onExport,
}: {
  editing: boolean;
  saving: boolean;
  editLabel: string;
  addLabel: string;
  onEdit: () => void;
  onAdd: () => void;
  onSave: () => void;
  onCancel: () => void;
  onExport: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {editing ? (
        <>
          <button type="button" className="btn btn-secondary" onClick={onAdd}>
            {addLabel}
          </button>
          <button type="button" className="btn btn-primary" disabled={saving} onClick={onSave}>
            {saving ? 'Saving...' : 'Save Changes'}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-primary" onClick={onEdit}>
          {editLabel}
        </button>
      )}
      <button type="button" className="btn btn-secondary" onClick={onExport}>
        Export CSV
      </button>
    </div>
  );
}
