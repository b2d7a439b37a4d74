import { MAX_PROPERTY_IMAGES } from './constants.js';

/**
 * User-facing messages of the spec (§5, §8) that both the server and the browser use, so that a
 * rule reads the same wherever it is enforced.
 */
export const messages = {
  fillAllFields: 'Please fill all fields correctly.',
  invalidCredentials: 'Invalid credentials',
  accountBlocked: 'Your account has been blocked. Please contact support.',
  registered: 'Registered successfully!',
  registrationFailed: 'Registration failed.',
  loginSuccessful: 'Login successful!',
  adminLoginSuccessful: 'Login successful! Redirecting...',
  loginFailed: 'Login failed',
  serverErrorPleaseTryAgain: 'Server error. Please try again.',
  serverErrorTryAgain: 'Server error. Try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
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
  deleteFailed: 'Error deleting property. Please try again.',
  deleted: 'Property deleted.',
  added: 'Property added successfully!',
  addFailed: 'Could not add the property. Please try again.',
  typeInvalid: 'Choose Apartment, House, Studio or Villa',
} as const;

export function emailTakenMessage(role: string): string {
  return `An account with this email already exists for the ${role} role.`;
}
