import { Module } from '@nestjs/common';
import { referenceController } from './reference.controller';
import { EducationLevel, LanguageItem, Subject, TeacherCategory } from './reference-item.entity';

@Module({
  controllers: [
    referenceController('teacher_category', TeacherCategory),
    referenceController('languages', LanguageItem),
    referenceController('subjects', Subject),
    referenceController('education_level', EducationLevel),
  ],
})
export class ReferenceModule {}
