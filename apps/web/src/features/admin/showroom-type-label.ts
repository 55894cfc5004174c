const labels: Record<string, string> = {
  kitchen_bath: 'Kitchen & Bath',
  tile_stone: 'Tile & Stone',
  designer: 'Designer',
  architect: 'Architect',
  contractor: 'Contractor',
  builder: 'Builder',
  fabricator: 'Fabricator',
  home_owner: 'Home Owner',
  // Legacy values are shown as the types that replaced them (spec 03 section 1).
  showroom: 'Tile & Stone',
  end_user: 'Home Owner',
};

/** How an account type reads on screen; an unknown value is shown as stored. */
export function showroomTypeLabel(type: string | null | undefined): string {
  if (!type) return 'Tile & Stone';
  return labels[type] ?? type;
}
