/**
 * A tiered delivery rule as the admin's delivery pricing form sends it (spec 03): $150 up to 3
 * slabs, $250 from 4. The validation tests take fields out of it or spoil them.
 */
export const TIERED_DELIVERY_RULE = {
  brand: 'MSI',
  pricing_type: 'tiered',
  flat_rate_amount: null,
  per_slab_amount: null,
  tier_1_max_slabs: 3,
  tier_1_amount: 150,
  tier_2_min_slabs: 4,
  tier_2_amount: 250,
  is_active: true,
  notes: null,
};
