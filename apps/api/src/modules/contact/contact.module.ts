import { Module } from '@nestjs/common';
import { ContactThrottleService } from './contact-throttle.service';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

@Module({ controllers: [ContactController], providers: [ContactService, ContactThrottleService] })
export class ContactModule {}
