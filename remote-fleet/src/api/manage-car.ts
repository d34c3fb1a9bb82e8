import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from 'shared-session';
import type { Vehicle } from '../types';
import { unwrap } from './answer';

/** The vehicle form (docs/fleet-contract.md Management): speedLimit km/h, fuelTank L, phone = terminal SIM (11–12 digits). */
export interface VehicleForm {
  carNum: string;
  plateColor: number;
  vin?: string | null;
  vehicleType?: string | null;
  driverName?: string | null;
  speedLimit: number;
  fuelTank?: number | null;
  departId: string;
  phone: string;
}

/** A node of GET /api/category/getCategory (value = the type name stored on the vehicle). */
export interface CategoryNode {
  id: string;
  key: string;
  value: string;
  title: string;
  children: CategoryNode[];
}

/** POST /api/car/add → the saved Vehicle; throws the server's Chinese message on failure (400 / 403). */
export async function addCar(form: VehicleForm): Promise<Vehicle> {
  return unwrap<Vehicle>(await http.post('/api/car/add', form));
}

/** POST /api/car/edit {id, ...form} → the saved Vehicle. */
export async function editCar(id: string, form: VehicleForm): Promise<Vehicle> {
  return unwrap<Vehicle>(await http.post('/api/car/edit', { ...form, id }));
}

/** POST /api/car/delete {ids:'a,b'} → number of deleted vehicles. */
export async function deleteCars(ids: string[]): Promise<number> {
  return unwrap<number>(await http.post('/api/car/delete', { ids: ids.join(',') }));
}

/** POST /api/car/updateOrganize {ids, orgId} → number of moved vehicles. */
export async function moveCars(ids: string[], orgId: string): Promise<number> {
  return unwrap<number>(await http.post('/api/car/updateOrganize', { ids: ids.join(','), orgId }));
}

/**
 * GET /api/car/exportXls (the server's .xlsx of every vehicle matching the query) and starts the
 * download as `车辆列表_<yyyyMMdd>.xlsx`. Answers the blob size in bytes.
 */
export async function exportCars(query: { carNum?: string; orgId?: string }): Promise<number> {
  const data = (await http.get('/api/car/exportXls', { params: query, responseType: 'blob' })) as unknown as Blob;
  if (!(data instanceof Blob)) throw new Error('导出失败');
  if (data.type.includes('json')) throw new Error(JSON.parse(await data.text()).message || '导出失败');
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  const d = new Date();
  a.href = url;
  a.download = `车辆列表_${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return data.size;
}

/** GET /api/category/getCategory: the vehicle type tree. */
export async function getCategory(): Promise<CategoryNode[]> {
  return unwrap<CategoryNode[]>(await http.get('/api/category/getCategory')) ?? [];
}

/** The vehicle type tree as a query (rarely changes). */
export function useCategory() {
  return useQuery(queryOptions({ queryKey: ['fleet', 'category'], queryFn: getCategory, staleTime: 300_000 }));
}
