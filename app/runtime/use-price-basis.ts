import { useSyncExternalStore } from 'react';
import type { PriceBasis } from '../../openapi/domain/product-prices';
import { useServices } from './AppServicesProvider';

/** The price switch as it stands, and how to change it; every screen showing prices re-renders on a change. */
export function usePriceBasis(): [PriceBasis, (basis: PriceBasis) => void] {
  const { priceBasis } = useServices();
  const basis = useSyncExternalStore(priceBasis.subscribe, priceBasis.get, priceBasis.get);
  return [basis, priceBasis.set];
}
