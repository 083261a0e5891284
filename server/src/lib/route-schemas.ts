import { ErrorBody } from '@tamir/shared-api/dto';

/** Error responses for a route's OpenAPI entry; the body is always { message, errors? }. */
export const errorResponses = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBody]));

/** Marks a route as needing no bearer token in the OpenAPI document. */
export const noAuth = { security: [] };
