import {
  authEndpoints,
  familyDeviceChildUnknownMessage,
  familyDeviceHeader,
  familyDeviceNotFoundMessage,
  familyDeviceRemovedMessage,
  familyDeviceUnknownMessage,
  pictureCodeNeededMessage,
  pictureCodeRemovedMessage,
  pictureCodeSavedMessage,
  pictureLoginLockedMessage,
  pictureLoginTries,
  wrongPictureCodeMessage,
} from '@young-minds/contracts';
import type { ScenarioDriver } from './driver';
import { type Scenario, expectError, expectSuccess, uniqueTag } from './scenarios';

const code = ['moon', 'fish', 'moon'];
const wrongCode = ['sun', 'sun', 'sun'];

/** The parent marks a device as the family's: its token, answered once. */
async function addDevice(driver: ScenarioDriver, name: string, headers?: Record<string, string>) {
  return expectSuccess(
    await driver.call(authEndpoints.addFamilyDevice, { as: headers ? 'anonymous' : 'parent', body: { name }, headers }),
    authEndpoints.addFamilyDevice,
  );
}

const tiles = (driver: ScenarioDriver, deviceToken?: string) =>
  driver.call(authEndpoints.familyDeviceChildren, {
    as: 'anonymous',
    headers: deviceToken === undefined ? {} : { [familyDeviceHeader]: deviceToken },
  });

const pictureLogin = (driver: ScenarioDriver, deviceToken: string, childId: number, pictures: string[]) =>
  driver.call(authEndpoints.childPictureLogin, { as: 'anonymous', body: { deviceToken, childId, pictures } });

const setCode = (driver: ScenarioDriver, childId: number, pictures: string[] | null) =>
  driver.call(authEndpoints.setPictureCode, { as: 'parent', params: { id: childId }, body: { pictures } });

/** A child of the household's for one scenario (removed at its end: the family's scenarios count children). */
async function addChild(driver: ScenarioDriver, name: string) {
  return expectSuccess(
    await driver.call(authEndpoints.addChild, {
      as: 'parent',
      body: { name, age: 5, username: uniqueTag('tiles').toLowerCase(), password: 'learn-and-play-7', avatar: 'bee' },
    }),
    authEndpoints.addChild,
  );
}

async function removeChild(driver: ScenarioDriver, id: number) {
  expect((await driver.call(authEndpoints.removeOwnChild, { as: 'parent', params: { id } })).status).toBe(200);
}

/**
 * Issue 32, "Who's learning?": the family device lists the family's children as picture tiles, and a child logs in
 * on it with a code of three pictures. Run before the family's scenarios (they fill the household up).
 */
export const familyDeviceScenarios: Scenario[] = [
  {
    name: 'a parent marks the family device: it lists exactly the family’s tiles; removed, it is refused with 401',
    async run(driver) {
      const child = await addChild(driver, 'Safiyyah');
      const device = await addDevice(driver, 'Kitchen tablet');
      const listed = expectSuccess(
        await driver.call(authEndpoints.listFamilyDevices, { as: 'parent' }),
        authEndpoints.listFamilyDevices,
      );
      expect(listed.find((row) => row.id === device.id)).toMatchObject({ name: 'Kitchen tablet' });
      expect(JSON.stringify(listed)).not.toContain(device.deviceToken);

      const family = expectSuccess(
        await driver.call(authEndpoints.listOwnChildren, { as: 'parent' }),
        authEndpoints.listOwnChildren,
      ).data;
      const shown = await tiles(driver, device.deviceToken);
      const children = expectSuccess(shown, authEndpoints.familyDeviceChildren);
      expect(children.map((tile) => tile.id).sort((a, b) => a - b)).toEqual(
        family.map((row) => row.id).sort((a, b) => a - b),
      );
      // What the login tiles need, and nothing else.
      for (const tile of shown.body as object[])
        expect(Object.keys(tile).sort()).toEqual(['avatar', 'hasPictureCode', 'id', 'name']);
      expect(children.find((tile) => tile.id === child.id)).toEqual({
        id: child.id,
        name: 'Safiyyah',
        avatar: 'bee',
        hasPictureCode: false,
      });

      expectError(await tiles(driver), 401, familyDeviceUnknownMessage);
      expectError(await tiles(driver, 'not-a-family-device'), 401, familyDeviceUnknownMessage);

      const removed = await driver.call(authEndpoints.removeFamilyDevice, { as: 'parent', params: { id: device.id } });
      expect(expectSuccess(removed, authEndpoints.removeFamilyDevice).message).toBe(familyDeviceRemovedMessage);
      expectError(await tiles(driver, device.deviceToken), 401, familyDeviceUnknownMessage);
      expectError(await pictureLogin(driver, device.deviceToken, child.id, code), 401, familyDeviceUnknownMessage);
      expectError(
        await driver.call(authEndpoints.removeFamilyDevice, { as: 'parent', params: { id: device.id } }),
        404,
        familyDeviceNotFoundMessage,
      );
      await removeChild(driver, child.id);
    },
  },
  {
    name: 'a child logs in by three pictures: the right code opens a session, wrong ones are refused kindly, 5 lock that device',
    async run(driver) {
      const child = await addChild(driver, 'Zakariyya');
      const device = await addDevice(driver, 'Tablet');
      const phone = await addDevice(driver, 'Phone');

      const saved = expectSuccess(await setCode(driver, child.id, code), authEndpoints.setPictureCode);
      expect(saved).toEqual({ message: pictureCodeSavedMessage, has_picture_code: true });
      expect(
        expectSuccess(
          await driver.call(authEndpoints.getOwnChild, { as: 'parent', params: { id: child.id } }),
          authEndpoints.getOwnChild,
        ),
      ).toMatchObject({ has_picture_code: true, opens_without_code: false });
      const listed = expectSuccess(await tiles(driver, device.deviceToken), authEndpoints.familyDeviceChildren);
      expect(listed.find((tile) => tile.id === child.id)?.hasPictureCode).toBe(true);

      expectError(await pictureLogin(driver, device.deviceToken, child.id, wrongCode), 400, wrongPictureCodeMessage);
      const session = expectSuccess(
        await pictureLogin(driver, device.deviceToken, child.id, code),
        authEndpoints.childPictureLogin,
      );
      expect(session.user).toMatchObject({ id: child.id, role: 'child', name: 'Zakariyya' });
      const me = await driver.call(authEndpoints.me, {
        as: 'anonymous',
        headers: { Authorization: `Bearer ${session.token}` },
      });
      expect(expectSuccess(me, authEndpoints.me).user.id).toBe(child.id);

      // The right code started the count again: five wrong ones now, then even the right one waits.
      for (let attempt = 0; attempt < pictureLoginTries; attempt += 1)
        expectError(await pictureLogin(driver, device.deviceToken, child.id, wrongCode), 400, wrongPictureCodeMessage);
      const locked = await pictureLogin(driver, device.deviceToken, child.id, code);
      expectError(locked, 429, pictureLoginLockedMessage);
      expect(Number(locked.headers?.['retry-after'])).toBeGreaterThan(0);
      // Only on that device.
      expectSuccess(await pictureLogin(driver, phone.deviceToken, child.id, code), authEndpoints.childPictureLogin);

      // Without a code, the tile opens alone only when the parent chose so.
      const removed = expectSuccess(await setCode(driver, child.id, null), authEndpoints.setPictureCode);
      expect(removed).toEqual({ message: pictureCodeRemovedMessage, has_picture_code: false });
      expectError(await pictureLogin(driver, phone.deviceToken, child.id, []), 403, pictureCodeNeededMessage);
      const opened = expectSuccess(
        await driver.call(authEndpoints.updateOwnChild, {
          as: 'parent',
          params: { id: child.id },
          body: { opens_without_code: true },
        }),
        authEndpoints.updateOwnChild,
      );
      expect(opened).toMatchObject({ has_picture_code: false, opens_without_code: true });
      expectSuccess(await pictureLogin(driver, phone.deviceToken, child.id, []), authEndpoints.childPictureLogin);

      for (const id of [device.id, phone.id])
        expectSuccess(
          await driver.call(authEndpoints.removeFamilyDevice, { as: 'parent', params: { id } }),
          authEndpoints.removeFamilyDevice,
        );
      await removeChild(driver, child.id);
    },
  },
  {
    name: 'another family’s device cannot log this family’s child in (404), nor its parent set the child’s code (403)',
    async run(driver) {
      const child = await addChild(driver, 'Ruqayyah');
      const registered = expectSuccess(
        await driver.call(authEndpoints.register, {
          as: 'anonymous',
          body: {
            name: 'Khadijah',
            phone: '+44 20 7946 0103',
            email: `${uniqueTag('khadijah').toLowerCase()}@example.com`,
            password: 'learn-and-play-7',
          },
        }),
        authEndpoints.register,
      );
      const theirs = { Authorization: `Bearer ${registered.token}` };
      const device = await addDevice(driver, 'Their tablet', theirs);

      expectError(await pictureLogin(driver, device.deviceToken, child.id, code), 404, familyDeviceChildUnknownMessage);
      expect(expectSuccess(await tiles(driver, device.deviceToken), authEndpoints.familyDeviceChildren)).toEqual([]);
      const foreign = await driver.call(authEndpoints.setPictureCode, {
        as: 'anonymous',
        headers: theirs,
        params: { id: child.id },
        body: { pictures: code },
      });
      expect(foreign.status).toBe(403);
      expect(
        expectSuccess(
          await driver.call(authEndpoints.getOwnChild, { as: 'parent', params: { id: child.id } }),
          authEndpoints.getOwnChild,
        ).has_picture_code,
      ).toBe(false);
      await removeChild(driver, child.id);
    },
  },
];
