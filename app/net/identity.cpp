// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/identity.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageAuthenticationCode>
#include <QSaveFile>

#include <openssl/bio.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>

#include <memory>

namespace quantum::net {

namespace {

const QString kKeyFile = QStringLiteral("host-key.pem");
const QString kCertificateFile = QStringLiteral("host-certificate.pem");
// Larger files are not an identity this program wrote.
constexpr qint64 kMaxPemBytes = 64 * 1024;

template <class T, void (*Free)(T *)> struct Deleter {
    void operator()(T *p) const { Free(p); }
};
using Key = std::unique_ptr<EVP_PKEY, Deleter<EVP_PKEY, EVP_PKEY_free>>;
using Certificate = std::unique_ptr<X509, Deleter<X509, X509_free>>;
using Bio = std::unique_ptr<BIO, Deleter<BIO, BIO_free_all>>;

QByteArray bioBytes(BIO *bio)
{
    char *data = nullptr;
    const long n = BIO_get_mem_data(bio, &data);
    return n > 0 ? QByteArray(data, n) : QByteArray();
}

bool fail(QString *error, const QString &why)
{
    if (error) *error = why;
    return false;
}

// The key and certificate as PEM text: a P-256 key, a certificate valid from a day ago for
// 30 years with a random serial number, signed by its own key.
bool makePem(QByteArray &keyPem, QByteArray &certificatePem, QString *error)
{
    Key key(EVP_EC_gen("P-256"));
    Certificate cert(X509_new());
    if (!key || !cert) return fail(error, QStringLiteral("cannot make a key pair"));
    unsigned char serial[16];
    if (RAND_bytes(serial, sizeof serial) != 1)
        return fail(error, QStringLiteral("no random numbers"));
    serial[0] &= 0x7f; // a positive number
    BIGNUM *bn = BN_bin2bn(serial, sizeof serial, nullptr);
    const bool serialSet = bn && BN_to_ASN1_INTEGER(bn, X509_get_serialNumber(cert.get()));
    BN_free(bn);
    X509_NAME *name = X509_get_subject_name(cert.get());
    const bool ok = serialSet && X509_set_version(cert.get(), 2) == 1 &&
                    X509_gmtime_adj(X509_getm_notBefore(cert.get()), -24L * 3600) &&
                    X509_gmtime_adj(X509_getm_notAfter(cert.get()), 30L * 365 * 24 * 3600) &&
                    X509_NAME_add_entry_by_txt(
                        name, "CN", MBSTRING_ASC,
                        reinterpret_cast<const unsigned char *>("Quantum host"), -1, -1, 0) == 1 &&
                    X509_set_issuer_name(cert.get(), name) == 1 &&
                    X509_set_pubkey(cert.get(), key.get()) == 1 &&
                    X509_sign(cert.get(), key.get(), EVP_sha256()) > 0;
    if (!ok) return fail(error, QStringLiteral("cannot make a certificate"));
    Bio keyBio(BIO_new(BIO_s_mem())), certBio(BIO_new(BIO_s_mem()));
    if (!keyBio || !certBio ||
        PEM_write_bio_PrivateKey(keyBio.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr) !=
            1 ||
        PEM_write_bio_X509(certBio.get(), cert.get()) != 1)
        return fail(error, QStringLiteral("cannot write the key pair"));
    keyPem = bioBytes(keyBio.get());
    certificatePem = bioBytes(certBio.get());
    return true;
}

// The pair read back; false unless both parse and the certificate holds the key's public half.
bool fromPem(const QByteArray &keyPem, const QByteArray &certificatePem, HostIdentity &out)
{
    Bio keyBio(BIO_new_mem_buf(keyPem.constData(), int(keyPem.size())));
    Bio certBio(BIO_new_mem_buf(certificatePem.constData(), int(certificatePem.size())));
    if (!keyBio || !certBio) return false;
    Key key(PEM_read_bio_PrivateKey(keyBio.get(), nullptr, nullptr, nullptr));
    Certificate cert(PEM_read_bio_X509(certBio.get(), nullptr, nullptr, nullptr));
    if (!key || !cert || X509_check_private_key(cert.get(), key.get()) != 1) return false;
    out.key = QSslKey(keyPem, QSsl::Ec, QSsl::Pem, QSsl::PrivateKey);
    out.certificate = QSslCertificate(certificatePem, QSsl::Pem);
    return !out.isNull();
}

// A regular file of at most kMaxPemBytes, read; false with the reason otherwise (a FIFO or
// a device is never opened: it could block).
bool readSmallFile(const QString &path, QByteArray &bytes, QString *error)
{
    const QFileInfo info(path);
    if (!info.isFile()) return fail(error, QStringLiteral("%1 is not a regular file").arg(path));
    if (info.size() > kMaxPemBytes)
        return fail(error, QStringLiteral("%1 is too large to be a key or certificate").arg(path));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(error, QStringLiteral("cannot open %1: %2").arg(path, f.errorString()));
    bytes = f.read(kMaxPemBytes + 1);
    return true;
}

bool writeFile(const QString &path, const QByteArray &bytes, QFileDevice::Permissions perms,
               QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || !f.setPermissions(perms) ||
        f.write(bytes) != bytes.size() || !f.commit())
        return fail(error, QStringLiteral("cannot write %1: %2").arg(path, f.errorString()));
    return true;
}

} // namespace

bool isSignedByItsOwnKey(const QSslCertificate &certificate)
{
    const QByteArray der = certificate.toDer();
    const auto *bytes = reinterpret_cast<const unsigned char *>(der.constData());
    Certificate cert(d2i_X509(nullptr, &bytes, der.size()));
    if (!cert) return false;
    EVP_PKEY *key = X509_get0_pubkey(cert.get()); // owned by the certificate
    return key && X509_verify(cert.get(), key) == 1;
}

QByteArray HostIdentity::fingerprint() const
{
    return certificate.isNull() ? QByteArray() : certificate.digest(QCryptographicHash::Sha256);
}

HostIdentity HostIdentity::generate(QString *error)
{
    QByteArray keyPem, certPem;
    HostIdentity id;
    if (!makePem(keyPem, certPem, error)) return id;
    if (!fromPem(keyPem, certPem, id)) {
        fail(error, QStringLiteral("the new key pair cannot be read back"));
        return HostIdentity{};
    }
    return id;
}

HostIdentity HostIdentity::loadOrCreate(const QString &folder, QString *error)
{
    const QString keyPath = QDir(folder).filePath(kKeyFile);
    const QString certPath = QDir(folder).filePath(kCertificateFile);
    HostIdentity id;
    if (QFileInfo::exists(keyPath) || QFileInfo::exists(certPath)) {
        QByteArray keyPem, certPem;
        if (!readSmallFile(keyPath, keyPem, error) || !readSmallFile(certPath, certPem, error))
            return HostIdentity{};
        if (!fromPem(keyPem, certPem, id)) {
            fail(error, QStringLiteral("%1 and %2 are not a key pair of this program")
                            .arg(keyPath, certPath));
            return HostIdentity{};
        }
        return id;
    }
    QByteArray keyPem, certPem;
    if (!makePem(keyPem, certPem, error)) return HostIdentity{};
    if (!QDir().mkpath(folder)) {
        fail(error, QStringLiteral("cannot make the folder %1").arg(folder));
        return HostIdentity{};
    }
    // The key first: a certificate without its key is never left behind alone.
    if (!writeFile(keyPath, keyPem, QFileDevice::ReadOwner | QFileDevice::WriteOwner, error) ||
        !writeFile(certPath, certPem,
                   QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup |
                       QFileDevice::ReadOther,
                   error))
        return HostIdentity{};
    if (!fromPem(keyPem, certPem, id)) {
        fail(error, QStringLiteral("the new key pair cannot be read back"));
        return HostIdentity{};
    }
    return id;
}

QString fingerprintCode(const QByteArray &fingerprint)
{
    static const char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    if (fingerprint.size() < 7) return {};
    quint64 bits = 0;
    for (int i = 0; i < 7; ++i)
        bits = (bits << 8) | quint8(fingerprint[i]);
    bits >>= 6; // the first 50 bits
    QString out;
    for (int i = 9; i >= 0; --i) {
        out += QLatin1Char(kAlphabet[(bits >> (5 * i)) & 31]);
        if (i == 5) out += QLatin1Char('-');
    }
    return out;
}

QString normalizedFingerprintCode(const QString &typed)
{
    static const QString kAlphabet = QStringLiteral("0123456789ABCDEFGHJKMNPQRSTVWXYZ");
    QString chars;
    for (QChar c : typed.toUpper()) {
        if (c == QLatin1Char('-') || c.isSpace()) continue;
        if (c == QLatin1Char('O')) c = QLatin1Char('0');
        if (c == QLatin1Char('I') || c == QLatin1Char('L')) c = QLatin1Char('1');
        if (!kAlphabet.contains(c)) return {};
        chars += c;
    }
    if (chars.size() != 10) return {};
    return chars.left(5) + QLatin1Char('-') + chars.mid(5);
}

QByteArray passwordProof(const QString &password, const QByteArray &hostFingerprint)
{
    QMessageAuthenticationCode mac(QCryptographicHash::Sha256, password.toUtf8());
    mac.addData("quantum password proof v2\n");
    mac.addData(hostFingerprint);
    return mac.result();
}

} // namespace quantum::net
