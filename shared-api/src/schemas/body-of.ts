import type { AnyObjectSchema, InferType } from 'yup';

type DefaultsOf<S> = S extends { __default: infer D } ? D : never;
/** The fields a schema fills in when they are not sent (`.default(…)`). */
type Defaulted<S> = { [K in keyof DefaultsOf<S>]-?: undefined extends DefaultsOf<S>[K] ? never : K }[keyof DefaultsOf<S>];

/**
 * What a client may send for a body checked by `S`: the schema's output, with the fields it
 * defaults left optional (yup types only the output; this is its input side for requests).
 */
export type BodyOf<S extends AnyObjectSchema> = Omit<InferType<S>, Defaulted<S> & keyof InferType<S>> &
  Partial<Pick<InferType<S>, Defaulted<S> & keyof InferType<S>>>;
