import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from 'shared-session';
import type { Page, Vehicle } from '../types';
import { unwrap } from './answer';

/** Query of POST /api/car/queryList; column is one of the server's sortable fields. */
export interface CarListQuery {
  pageNo: number;
  pageSize: number;
  carNum?: string;
  orgId?: string;
  column?: 'carNum' | 'createTime' | 'speedLimit';
  order?: 'asc' | 'desc';
}

/** POST /api/car/queryList: one page of cars. */
export async function queryCarList(query: CarListQuery): Promise<Page<Vehicle>> {
  return unwrap<Page<Vehicle>>(await http.post('/api/car/queryList', query));
}

export const carListOptions = (query: CarListQuery) =>
  queryOptions({ queryKey: ['fleet', 'carList', query], queryFn: () => queryCarList(query), placeholderData: keepPreviousData });

/** A page of cars as a query; keeps the previous page while the next one loads. */
export function useCarList(query: CarListQuery) {
  return useQuery(carListOptions(query));
}
