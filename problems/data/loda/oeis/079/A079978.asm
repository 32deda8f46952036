; A079978: Characteristic function of multiples of three.
; Submitted by ckrause
; 1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0,0,1,0
; Formula: a(n) = floor(gcd(n,3)/2)

gcd $0,3
div $0,2
