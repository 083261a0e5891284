import * as yup from 'yup';
import { jsonSchemaOf } from './json-schema';
import { logSearchSchema } from './system-log';
import { repairFormInputSchema, sendFormSchema } from './repair-form';

describe('jsonSchemaOf', () => {
  it('reads types, lengths, bounds, defaults and required fields from the yup schema', () => {
    const schema = yup.object({
      name: yup.string().required().min(2).max(40),
      count: yup.number().integer().min(1).max(9).default(3),
      ratio: yup.number().positive(),
      tags: yup.array(yup.string().max(5)).max(4),
      active: yup.boolean(),
      note: yup.string().nullable(),
    });
    expect(jsonSchemaOf(schema)).toEqual({
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', minLength: 2, maxLength: 40 },
        count: { type: 'integer', minimum: 1, maximum: 9, default: 3 },
        ratio: { type: 'number', minimum: 0, exclusiveMinimum: true },
        tags: { type: 'array', maxItems: 4, items: { type: 'string', maxLength: 5 } },
        active: { type: 'boolean' },
        note: { type: 'string', nullable: true },
      },
    });
  });

  it('shows a choice from oneOf or from the schema’s openapi meta', () => {
    const schema = yup.object({ kind: yup.string().oneOf(['A', 'B']), level: yup.string().meta({ openapi: { enum: ['x'], description: 'd' } }) });
    const { properties } = jsonSchemaOf(schema);
    expect(properties?.kind.enum).toEqual(['A', 'B']);
    expect(properties?.level).toEqual({ type: 'string', enum: ['x'], description: 'd' });
  });

  it('describes the portal’s bodies as they are checked', () => {
    const form = jsonSchemaOf(repairFormInputSchema);
    expect(form.required).toEqual(['vehicleId', 'descriptionLines']);
    expect(form.properties?.descriptionLines).toMatchObject({ type: 'array', maxItems: 50, items: { type: 'string', maxLength: 1000 } });
    expect(jsonSchemaOf(logSearchSchema).properties?.sortBy).toMatchObject({ default: 'CreatedAt', enum: expect.arrayContaining(['CreatedAt']) });
    expect(jsonSchemaOf(sendFormSchema).required).toEqual(['sendEmail', 'sendSms']);
  });
});
