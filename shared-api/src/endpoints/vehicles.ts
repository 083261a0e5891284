import type { AxiosInstance } from 'axios';
import type { Vehicle, VehicleInput, VehicleListParams } from '../types';
import { getPage, type Page } from './paged';

/** Plate search by a plate as stored ('34ABC123'; the server reads any spelling): the vehicle, or null (404). */
export async function searchVehicleByPlate(api: AxiosInstance, plate: string): Promise<Vehicle | null> {
  try {
    const response = await api.get<Vehicle>(`/vehicles/search/${encodeURIComponent(plate)}`);
    return response.data ?? null;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/** One page of GET /vehicles (filters, search; default page 1 of 50), the total from x-total-count. */
export const listVehiclePage = (api: AxiosInstance, params: VehicleListParams = {}): Promise<Page<Vehicle>> =>
  getPage<Vehicle, VehicleListParams>(api, '/vehicles', params);
export const getVehicle = (api: AxiosInstance, id: number) => api.get<Vehicle>(`/vehicles/${id}`).then((r) => r.data);
export const createVehicle = (api: AxiosInstance, body: VehicleInput) => api.post<Vehicle>('/vehicles', body).then((r) => r.data);
export const updateVehicle = (api: AxiosInstance, id: number, body: VehicleInput) => api.put<Vehicle>(`/vehicles/${id}`, body).then((r) => r.data);
export const deleteVehicle = (api: AxiosInstance, id: number) => api.delete<{ message: string }>(`/vehicles/${id}`).then((r) => r.data);
