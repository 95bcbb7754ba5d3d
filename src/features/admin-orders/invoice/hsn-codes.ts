import type { ProductCategory } from '@/lib/firebase/documents/product';

/**
 * The HSN code a tax invoice prints for each product kind of the range (4 digits, as a shop
 * with a turnover under ₹5 crore must print them). Reviewed choices:
 * - soap: 3401 (soap). Chapter 30 excludes soaps with added medicaments (note 1), so an
 *   ayurvedic soap stays in 3401.
 * - shampoo: 3305 (preparations for use on the hair), ayurvedic ones too (chapter 30 sends
 *   preparations of 3303–3307 back to chapter 33 whatever their therapeutic claims).
 * - fastCone (mehndi / henna cones): 3305. The GST rate schedule names "mehendi paste in cones"
 *   under "1404 or 3305"; 1404 is the raw vegetable product (henna leaves and powder), while a
 *   cone holds a ready paste, a preparation — and the Rajasthan Authority for Advance Ruling put
 *   henna itself under 3305. Review with the shop's accountant if the cones change.
 * - dhoopa (agarbatti, dhoop): 3307 (3307 41: agarbatti and other preparations that operate by
 *   burning).
 * - capsulePowder, juiceSyrup: 3004 (medicaments in measured doses or retail packings; 3004 90 11
 *   for ayurvedic ones).
 * - mosquitoRepellant: 3808 (insecticides and repellants put up for retail sale).
 */
export const HSN_BY_CATEGORY: Record<ProductCategory, string> = {
  soap: '3401',
  shampoo: '3305',
  fastCone: '3305',
  dhoopa: '3307',
  capsulePowder: '3004',
  juiceSyrup: '3004',
  mosquitoRepellant: '3808',
};
