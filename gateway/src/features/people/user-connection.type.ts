import { ObjectType } from 'type-graphql';
import { Connection } from '../../schema/connection.js';
import { User } from './user.type.js';

@ObjectType({ description: 'One page of users.' })
export class UserConnection extends Connection('User', User) {}
