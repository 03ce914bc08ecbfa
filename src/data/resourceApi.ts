import type {
  CreateParams,
  CreateResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from 'ra-core';
import type { ApiClient } from '../api/client';

/** What a resource's call builders receive besides react-admin's params. */
export interface ApiContext {
  client: ApiClient;
  /** The space the session acts on (the admin's selected account, else the user's own). */
  spaceId(): number;
}

/**
 * A resource's mapping from react-admin methods to /v1 calls, plus named custom methods
 * (`dataProvider.invoke(resource, name, params)`). Methods a resource lacks are refused.
 */
export interface ResourceApi {
  getList?(ctx: ApiContext, params: GetListParams): Promise<GetListResult>;
  getOne?(ctx: ApiContext, params: GetOneParams): Promise<GetOneResult>;
  getMany?(ctx: ApiContext, params: GetManyParams): Promise<GetManyResult>;
  create?(ctx: ApiContext, params: CreateParams): Promise<CreateResult>;
  update?(ctx: ApiContext, params: UpdateParams): Promise<UpdateResult>;
  delete?(ctx: ApiContext, params: DeleteParams): Promise<DeleteResult<RaRecord>>;
  custom?: Record<string, (ctx: ApiContext, params: unknown) => Promise<unknown>>;
}
