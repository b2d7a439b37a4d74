/** A card's outline and corners: MUI's Card (the theme), and features/properties/components/property-card.css for the listing cards. */
export const CARD_BORDER = '1px solid #e5e7eb';
export const CARD_RADIUS = 16;
