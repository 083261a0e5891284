/** One masking rule for the server and the screens (shared-api domain). */
export { maskEmail, maskPhone } from '@tamir/shared-api/domain';
