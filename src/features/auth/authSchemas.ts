import * as yup from 'yup';

export const loginSchema = yup.object({
  email: yup.string().trim().required('Enter your email').email('Enter a valid email address'),
  password: yup.string().required('Enter your password'),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

/**
 * Registration: the passwords' match is checked on submit with its kept message (docs/decisions.md#texts); the
 * identity provider's rules (e.g. a weak password) come back as its errors.
 */
export const registrationSchema = yup.object({
  name: yup.string().trim().required('Enter your name').max(50, 'Use at most 50 characters'),
  email: yup.string().trim().required('Enter your email').email('Enter a valid email address'),
  password: yup.string().required('Enter a password'),
  retypePassword: yup.string().required('Retype the password'),
});
export type RegistrationValues = yup.InferType<typeof registrationSchema>;

export const googleTestAccountSchema = yup.object({
  email: yup.string().trim().required('Enter an email').email('Enter a valid email address'),
  name: yup.string().trim().required('Enter a name').max(50, 'Use at most 50 characters'),
});
export type GoogleTestAccountValues = yup.InferType<typeof googleTestAccountSchema>;
