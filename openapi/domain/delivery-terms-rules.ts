import { z } from 'zod';
import { cities } from './cities';
import { deliveryDays, deliveryLimits } from './delivery-terms';

const number = new Intl.NumberFormat('ro-RO');

/** A figure left empty (a number field cleared reads NaN) is a term not said. */
const optionalFigure = (max: number, integer = false) =>
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isNaN(value) ? undefined : value),
    (integer ? z.number().int('Valoarea trebuie să fie un număr întreg.') : z.number())
      .min(0, 'Valoarea trebuie să fie cel puțin 0.')
      .max(max, `Valoarea poate fi cel mult ${number.format(max)}.`)
      .optional(),
  );

/**
 * The delivery terms form's rules (issue #49), the spec's bounds in the server's words: cities
 * from the list, days of the week, an hour 0–23 and money within its bounds, each figure optional.
 */
export const deliveryTermsSchema = z.object({
  cities: z.array(z.enum(cities)).max(cities.length),
  days: z.array(z.enum(deliveryDays)),
  cutoffHour: optionalFigure(deliveryLimits.cutoffHour, true),
  minimumOrder: optionalFigure(deliveryLimits.minimumOrder),
  deliveryCost: optionalFigure(deliveryLimits.deliveryCost),
  freeDeliveryFrom: optionalFigure(deliveryLimits.freeDeliveryFrom),
});
