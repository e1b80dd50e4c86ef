import { findCity, type City } from '../../../openapi/domain/cities';
import { ruleMessages } from '../../../openapi/domain/rule-messages';
import { HttpProblem } from '../../http/problem';

/** A city of the list in its canonical spelling; anything else is CITY_NOT_FOUND on `field`. */
export function knownCity(input: string, field: string): City {
  const city = findCity(input);
  if (city) return city;
  throw new HttpProblem(400, 'CITY_NOT_FOUND', {
    params: { city: input },
    errors: [{ field, rule: 'city', message: ruleMessages.cityUnknown, code: 'CITY_NOT_FOUND' }],
  });
}
