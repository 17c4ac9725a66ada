// The catalogue's real-name texts (zh.ts and en.ts take them as `realName`), kept in their own file
// because the field problems form a table per field.
import type { RealNameProblem } from '@common/real-name';
import { RealNameFormLimits as Limits } from '@generated/limits';

export interface RealNameText {
  field(field: 'name' | 'idNumber', problem: RealNameProblem): string;
  alreadyVerified: string;
  alreadyPending: string;
  notPending: string;
  reasonRequired: string;
}

const zhField: Record<'name' | 'idNumber', Record<RealNameProblem, string>> = {
  name: {
    required: 'name：请填写真实姓名',
    length: `name：姓名长度为 ${Limits.name.minLength}–${Limits.name.maxLength} 个字符`,
    characters: "name：姓名只能包含文字、空格和 ·.'’-，不能有数字",
    checkDigit: 'name：姓名格式不正确',
  },
  idNumber: {
    required: 'idNumber：请填写证件号码',
    length: `idNumber：证件号码为 ${Limits.idNumber.minLength}–${Limits.idNumber.maxLength} 位字母或数字`,
    characters: 'idNumber：证件号码只能包含字母和数字',
    checkDigit: 'idNumber：证件号码校验位不正确',
  },
};

const enField: Record<'name' | 'idNumber', Record<RealNameProblem, string>> = {
  name: {
    required: 'name: enter your legal name',
    length: `name: ${Limits.name.minLength} to ${Limits.name.maxLength} characters`,
    characters: "name: letters, spaces and ·.'’- only, no digits",
    checkDigit: 'name: invalid',
  },
  idNumber: {
    required: 'idNumber: enter the document number',
    length: `idNumber: ${Limits.idNumber.minLength} to ${Limits.idNumber.maxLength} letters or digits`,
    characters: 'idNumber: letters and digits only',
    checkDigit: 'idNumber: the check digit of this PRC resident identity number is wrong',
  },
};

export const realNameZh: RealNameText = {
  field: (field, problem) => zhField[field][problem],
  alreadyVerified: '您已完成实名认证',
  alreadyPending: '您的上一次实名认证申请仍在审核中',
  notPending: '该申请不在审核中',
  reasonRequired: 'reason：请填写驳回原因',
};

export const realNameEn: RealNameText = {
  field: (field, problem) => enField[field][problem],
  alreadyVerified: 'Your real name is already verified',
  alreadyPending: 'Your previous request is still under review',
  notPending: 'This request is not waiting for review',
  reasonRequired: 'reason: enter why the request is refused',
};
