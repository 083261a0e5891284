// The numbering rule lives in shared-api, where the server's PDF of the form reads it too.
export { numberedLines, faultLinesOf } from '@tamir/shared-api/lite';
