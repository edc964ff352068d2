import {
  Body,
  Controller,
  Get,
  Param,
  Patch,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiTags } from '@nestjs/swagger';
import {
  profilePatchSchema,
  profileSchema,
  roleResponseSchema,
  userSchema,
  type ProfileDto,
  type RoleResponse,
  type UserDto,
} from '@expert-portal/contracts';
import type { Response } from 'express';
import { createReadStream } from 'node:fs';
import { CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import { MIME_TYPES, typeOfExtension } from '../../core/files/file-type';
import { StorageService } from '../../core/files/storage.service';
import { ApiContract, fileDownload } from '../../core/http/api-contract';
import { AppException } from '../../core/http/app-exception';
import { toUserDto } from './user.mapper';
import { UsersService, type UploadedPhoto } from './users.service';
import { IdParamPipe } from '../../core/http/id-param.pipe';

const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly storage: StorageService,
  ) {}

  @ApiContract({ summary: 'The caller’s role', response: roleResponseSchema, errors: [401] })
  @Get('role')
  role(@CurrentUser() caller: AuthUser): RoleResponse {
    return { role: caller.role };
  }

  @ApiContract({
    summary: 'The caller’s profile, with the education of the application the account came from',
    response: profileSchema,
    errors: [401],
  })
  @Get('profile')
  profile(@CurrentUser() caller: AuthUser): Promise<ProfileDto> {
    return this.users.profile(caller.id);
  }

  @ApiContract({
    summary:
      'Fill in the missing profile fields, change or remove the photo (image: null or empty removes it)',
    body: profilePatchSchema,
    multipart: { files: ['image'], description: 'A jpg or png photo, at most 5 MB (checked by content)' },
    response: profileSchema,
    errors: { 401: 'Unauthorized', 403: 'The profile is complete, so locked', 413: 'A photo over 5 MB' },
  })
  @Patch('profile')
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } }))
  updateProfile(
    @CurrentUser() caller: AuthUser,
    @Body() body: Record<string, unknown> | undefined,
    @UploadedFile() photo: UploadedPhoto | undefined,
  ): Promise<ProfileDto> {
    return this.users.updateProfile(caller, { body: body ?? {}, photo });
  }

  @ApiContract({
    summary: 'A user the caller may see',
    params: { id: 'id' },
    response: userSchema,
    errors: [401, 404],
  })
  @Get(':id')
  async one(@CurrentUser() caller: AuthUser, @Param('id', IdParamPipe) id: number): Promise<UserDto> {
    return toUserDto(await this.users.getVisibleTo(caller, id));
  }

  @ApiContract({
    summary: 'A user’s photo',
    params: { id: 'id' },
    response: fileDownload(['image/jpeg', 'image/png'], 'The photo'),
    errors: [401, 404],
  })
  @Get(':id/photo')
  async photo(
    @CurrentUser() caller: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const user = await this.users.getVisibleTo(caller, id);
    if (!user.imagePath) throw new AppException(404, 'http.not_found');
    const type = typeOfExtension(user.imagePath) ?? 'jpg';
    res.setHeader('Content-Type', MIME_TYPES[type]);
    res.setHeader('Content-Disposition', `inline; filename="photo-${user.id}.${type}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(createReadStream(this.storage.absolute(user.imagePath)));
  }
}
