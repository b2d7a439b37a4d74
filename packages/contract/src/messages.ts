import { MAX_FILES_PER_UPLOAD, MAX_PROPERTY_IMAGES, MAX_UPLOAD_BYTES, MOVE_IN_WINDOW_DAYS_MAX } from './constants.js';
import { DEPOSIT_MAX_MONTHS } from './rent.js';
import { sessionEndMessages } from './session-messages.js';

/**
 * User-facing messages (validation and errors) that both the server and the browser use, so that a
 * rule reads the same wherever it is enforced.
 */
export const messages = {
  fillAllFields: 'Please fill all fields correctly.',
  invalidCredentials: 'Invalid credentials',
  accountBlocked: sessionEndMessages.accountBlocked,
  registered: 'Registered successfully!',
  registrationFailed: 'Registration failed.',
  loginSuccessful: 'Login successful!',
  adminLoginSuccessful: 'Login successful! Redirecting...',
  loginFailed: 'Login failed',
  serverErrorPleaseTryAgain: 'Server error. Please try again.',
  serverErrorTryAgain: 'Server error. Try again.',
  sessionExpired: sessionEndMessages.sessionExpired,
  loginRequired: 'Please log in to continue.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  invalidJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request is too large.',
  internalError: 'Something went wrong on our side. Please try again.',
  contactSent: 'Message sent successfully!',
  contactFailed: 'Failed to send message. Try again later.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameRequired: 'Name is required',
  emailInvalid: 'Enter a valid email address',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 4 characters',
  phoneTooShort: 'Phone number must be at least 8 characters',
  messageRequired: 'Message is required',
  roleInvalid: 'Choose Tenant or Landlord',
  tooLong: 'This field is too long',
} as const;

export const propertyMessages = {
  titleRequired: 'Title is required',
  cityRequired: 'City is required',
  priceInvalid: 'Enter a valid price greater than 0',
  bedroomsInvalid: 'Enter at least 1 bedroom',
  bathroomsInvalid: 'Enter at least 1 bathroom',
  areaInvalid: 'Enter a valid area (sq.ft)',
  imagesRequired: 'Please upload at least one image',
  imagesNotOurs: 'Images must be uploaded through RentEase.',
  tooManyImages: `A listing can have at most ${MAX_PROPERTY_IMAGES} images.`,
  onlyLandlords: 'Only landlords can add properties.',
  notYourProperty: 'You can only manage your own properties.',
  propertyNotFound: 'Property not found.',
  hasActiveBookings: 'This property has current or upcoming bookings and cannot be deleted.',
  uploadFailed: 'Image upload failed. Try again.',
  imageTooLarge: `Each image must be ${MAX_UPLOAD_BYTES / 1024 / 1024} MB or smaller.`,
  tooManyUploadsAtOnce: `Upload at most ${MAX_FILES_PER_UPLOAD} images at a time.`,
  deleteFailed: 'Error deleting property. Please try again.',
  deleted: 'Property deleted.',
  added: 'Property added successfully!',
  addFailed: 'Could not add the property. Please try again.',
  typeInvalid: 'Choose Apartment, House, Studio or Villa',
  availableFromInvalid: 'Enter a valid date',
  availableFromPast: 'The available date cannot be in the past',
  moveInWindowInvalid: `Choose a move-in window of 1 to ${MOVE_IN_WINDOW_DAYS_MAX} days`,
  bookingModeInvalid: 'Choose instant booking or owner approval',
  updated: 'Property updated successfully!',
  updateFailed: 'Could not save the property. Please try again.',
  paused: 'Listing paused. It is hidden from search until you resume it.',
  resumed: 'Listing resumed. It shows in search again.',
  listingRemoved: 'The listing is no longer available.',
  depositInvalid: 'Enter a deposit of ₹0 or more, in rupees and paise',
  depositTooHigh: `The deposit can be at most ${DEPOSIT_MAX_MONTHS} months of rent`,
} as const;

/** Booking dialog, payment check and the booking and payment screens. */
export const bookingMessages = {
  availabilityFailed: 'Failed to fetch availability.',
  invalidDateOrDuration: 'Please enter a valid move-in date and duration.',
  tenantLoginRequired: 'You must be logged in as a tenant to book.',
  bookingFailed: 'Something went wrong during booking or payment.',
  checkoutFailed: 'Stripe payment initiation failed.',
  propertyFetchFailed: 'Failed to fetch property details.',
  invalidPrice: 'Invalid property price.',
  dateInputInvalid: 'Date input not valid.',
  durationInvalid: 'Choose a duration of 1 to 24 months.',
  moveInDateRequired: 'Choose a move-in date.',
  amountMismatch: "The total does not match this property's current price. Please refresh and try again.",
  notYourAccount: 'You can only book for your own account.',
  verifying: 'Verifying payment...',
  paymentSuccess: 'Payment Successful and Booking Confirmed!',
  paymentFailed: 'Payment Failed.',
  paymentError: 'Error verifying payment.',
  invalidSession: 'Invalid or missing session ID.',
  windowTaken:
    'Someone else booked this property for those dates moments before your payment went through. Your payment will be refunded in full.',
  noTenantBookings: 'You have not booked any properties yet.',
  noBookings: 'No bookings found.',
  noPayments: 'No payments found.',
  paymentsLoginRequired: 'You must be logged in to view payments.',
  noTransactions: 'No transactions found.',
  noMatchingInvoices: 'No matching invoices found.',
  sessionNotFound: 'This payment session does not exist.',
  invoiceUnavailable: 'There is no invoice for this payment yet: it has not been paid.',
  paymentNotFound: 'Payment not found.',
  notYourPayment: 'You can only see your own payments.',
  notYourBookings: 'You can only see your own bookings.',
} as const;

/** The built-in demo card checkout (the stand-in for a card network that cannot be reached here). */
export const checkoutMessages = {
  cardNumberInvalid: 'Enter a valid card number.',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  cardExpired: 'This card has expired.',
  cvcInvalid: 'Enter the 3- or 4-digit security code.',
  nameRequired: 'Enter the name on the card.',
  declined: 'Your card was declined. Try another card.',
  testCardsOnly: 'This is a demo checkout and no real card is charged: use the test card 4242 4242 4242 4242.',
  upiIdInvalid: 'Enter a UPI id such as name@bank.',
  upiDeclined: 'This UPI payment was declined. Try another UPI id or pay by card.',
  testUpiOnly: 'This is a demo checkout and no real money moves: use the test UPI id success@demo.',
  alreadyPaid: 'This checkout has already been paid.',
  expired: 'This checkout has expired. Go back and book again.',
} as const;

/** Messages and the chat panel. */
export const chatTexts = {
  loadFailed: 'Failed to load messages.',
  updateFailed: 'Failed to update message status.',
  noConversations: 'No conversations found.',
  noMessagesYet: 'No messages yet',
  messageEmpty: 'Type a message first.',
  messageTooLong: 'A message can be at most 2,000 characters.',
  conversationRequired: 'Choose a conversation.',
  notParticipant: 'You can only read and write your own conversations.',
  wrongOwner: 'This property belongs to another landlord.',
  onlyReceiver: 'Only the person a message was sent to can mark it read.',
  messageNotFound: 'Message not found.',
  propertyNotFound: 'Property not found.',
} as const;

/** Profile Settings and the admin's account screens. */
export const accountMessages = {
  saved: 'Changes saved successfully!',
  phoneInvalid: 'Invalid phone number',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordWrong: 'Your current password is not correct.',
  emailReadOnly: 'The email address cannot be changed.',
  languageInvalid: 'Choose English or Hindi',
  notYourAccount: 'You can only manage your own account.',
  accountDeleted: 'Your account has been deleted.',
  userNotFound: 'No such account.',
  markedRead: 'Marked as Read',
  markedUnread: 'Marked as Unread',
  noContactMessages: 'No messages found.',
  searchTenants: 'Search tenants...',
  searchLandlords: 'Search landlords...',
  // Fallbacks of the browser when a call fails without a message of its own.
  profileLoadFailed: 'Could not load your profile.',
  saveFailed: 'Could not save your changes. Please try again.',
  passwordChangeFailed: 'Could not update your password. Please try again.',
  deleteFailed: 'Could not delete your account. Please try again.',
  usersLoadFailed: 'Could not load users.',
  blockFailed: 'Could not update this user. Please try again.',
  statsLoadFailed: 'Could not load the statistics.',
} as const;

export function moveInWindowMessage(from: string, to: string): string {
  return `Choose a move-in date between ${from} and ${to}.`;
}

export function emailTakenMessage(role: string): string {
  return `An account with this email already exists for the ${role} role.`;
}
