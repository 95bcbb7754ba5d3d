import type { ProductCategory } from '@/lib/firebase/documents/product';

/** How a tax invoice classifies a product kind: its HSN code and the GST rate of that code. */
export interface GstClass {
  /** 4 digits, as a shop with a turnover under ₹5 crore must print them. */
  hsn: string;
  /** The GST rate in per cent (CGST + SGST, or IGST): what the price includes. */
  ratePercent: number;
}

/**
 * The HSN code and GST rate a tax invoice prints for each product kind of the range. Reviewed
 * choices of code:
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
 *
 * Rates, as the GST rate schedule stands since the changes of 22 September 2025 (Notification
 * 9/2025-Central Tax (Rate)); review them with the shop's accountant whenever the schedule changes:
 * - soap (toilet soap), shampoo: 5 % (both moved down from 18 % then).
 * - fastCone: 5 % ("mehendi paste in cones" is named at 5 %).
 * - dhoopa: 5 % (agarbatti, dhoop batti, dhoop, sambhrani are named at 5 %).
 * - capsulePowder, juiceSyrup: 5 % (ayurvedic medicaments, moved down from 12 %).
 * - mosquitoRepellant: 18 % (household insecticides and repellants of 3808 were not among the
 *   reductions).
 */
export const GST_BY_CATEGORY: Record<ProductCategory, GstClass> = {
  soap: { hsn: '3401', ratePercent: 5 },
  shampoo: { hsn: '3305', ratePercent: 5 },
  fastCone: { hsn: '3305', ratePercent: 5 },
  dhoopa: { hsn: '3307', ratePercent: 5 },
  capsulePowder: { hsn: '3004', ratePercent: 5 },
  juiceSyrup: { hsn: '3004', ratePercent: 5 },
  mosquitoRepellant: { hsn: '3808', ratePercent: 18 },
};
